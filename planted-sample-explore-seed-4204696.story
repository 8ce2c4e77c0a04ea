# Found by exploration (seed 4204696, 1000000000 steps): The app trapped (signal 9).
# width: 80
