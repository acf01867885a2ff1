"""Noise-conditional score model with a VE SDE sampler (equinox)."""
from .sde import VESDE
from .network import ScoreNet
