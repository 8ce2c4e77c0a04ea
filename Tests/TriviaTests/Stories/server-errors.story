# An error status, an answer that is not HTTP, and a number typed wrong.
# now: 2026-11-23T20:30:00Z
number 503
number 666
number forty
