"""The Gig's table: song, trays, instrument boards, Audience and the solo step."""
