print("marquee: not built yet")
