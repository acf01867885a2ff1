"""Logistic-regression probe trained with gradient accumulation and composed LR schedules (linen + optax)."""
