"""The Gig dice companion table on screen."""
