# The server cannot be reached and nothing is saved: the failure is explained.
# now: 2026-11-23T20:30:00Z
number 13
history
