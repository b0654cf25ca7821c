"""Where Roadie keeps things on disk: paths, settings and saves, written atomically."""
