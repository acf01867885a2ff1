"""Optax training with hand-written warmup schedules and a custom gradient transformation."""
