# An error status, an answer that is not HTTP, and a number typed wrong.
number 503
number 666
number forty
