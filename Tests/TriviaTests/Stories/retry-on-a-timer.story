# The server is down for a moment when 703 is looked up: the app says it tries again, and ten
# seconds later it does, and finds the fact.
# now: 2026-11-23T20:30:00Z
number 703
# after 9s
# after 1s
# 503 always fails: "stop" ends the retries, and time passing then changes nothing.
number 503
stop
# after 30s
