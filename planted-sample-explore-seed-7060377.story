# Found by exploration (seed 7060377, 1000000000 steps): The app trapped (signal 9).
# width: 80
