"""Logistic regression trained with gradient descent, with a per-step history of statistics."""
