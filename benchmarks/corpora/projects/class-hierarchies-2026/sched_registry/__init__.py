"""Learning-rate schedule zoo: abstract schedules selected from a config
string, used to train a small MLP regressor."""
from .schedules import Schedule, available

__all__ = ["Schedule", "available"]
