"""Epoch loop."""

from .metrics import Tracker
from .step import make_step


def train(params, x, y, epochs, lr=0.1):
    tracker = Tracker()
    step = make_step(tracker, lr)
    for _ in range(epochs):
        params = step(params, x, y)
    return params, tracker.mean()
