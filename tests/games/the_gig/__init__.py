"""Tests of The Gig."""
