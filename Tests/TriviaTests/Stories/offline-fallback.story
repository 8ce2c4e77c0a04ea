# The server answers for 7 once, then is gone: the saved fact is shown, with why.
# now: 2026-11-23T20:30:00Z
number 7
number 7
