"""Multi-task regression with per-task loss weights from a registry and robust eval metrics."""
