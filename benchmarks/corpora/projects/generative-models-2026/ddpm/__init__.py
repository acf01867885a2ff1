"""Tiny DDPM on 2-D toy data."""
from .schedule import NoiseSchedule
from .model import Denoiser
