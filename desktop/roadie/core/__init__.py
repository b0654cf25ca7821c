"""The rules kernel every game stands on: no Qt below this line."""
