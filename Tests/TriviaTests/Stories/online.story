# Looking numbers up with the server answering, then reading them back.
# now: 2026-11-23T20:30:00Z
number 420
number 1,000
number 1_000_000_001
history
open 2
back
back
