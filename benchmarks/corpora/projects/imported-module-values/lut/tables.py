import numpy as np

GAMMA = 2.2
LEVELS = 16
RAMP = np.linspace(0.0, 1.0, LEVELS) ** (1.0 / GAMMA)
