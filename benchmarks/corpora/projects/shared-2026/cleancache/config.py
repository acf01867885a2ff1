SETUP = {"items": 16, "dim": 8, "queries": 10, "keep": 0.25, "score": "cosine", "lr": 0.1, "steps": 5}
