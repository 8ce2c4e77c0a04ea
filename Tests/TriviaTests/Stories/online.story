# Looking numbers up with the server answering, then reading them back.
number 420
number 1,000
number 1_000_000_001
history
open 2
back
back
