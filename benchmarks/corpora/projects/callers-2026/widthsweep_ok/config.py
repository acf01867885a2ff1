SWEEP_JSON = """
[
  {"name": "narrow", "dims": [8, 16, 1], "act": "relu", "lr": 0.01, "steps": 3, "seed": 0, "n": 32},
  {"name": "wide", "dims": [8, 64, 64, 1], "act": "tanh", "lr": 0.005, "steps": 3, "seed": 1, "n": 32}
]
"""
