"""Big Easy Busking: buskers compete for New Orleans crowds over three rounds.

So far the content pack (``content.py``); the rules core follows.
"""
