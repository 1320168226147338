print("clipcook")
