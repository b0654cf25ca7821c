"""Roadie's Qt desktop table: the only package that imports Qt."""
