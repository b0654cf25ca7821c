"""The Gig: real-time dice placement, solos and an Audience to win over.

Only the content pack lives here so far (:mod:`roadie.games.the_gig.content`).
"""
