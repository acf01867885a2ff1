"""MLP regression with a callback-driven trainer and learning-rate warmup."""
