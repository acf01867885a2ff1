"""Square-lattice starting configuration with Maxwell-Boltzmann velocities."""
import numpy as np


def initial_state(num_per_side, spacing, temperature, jitter, seed):
    rng = np.random.default_rng(seed)
    grid = np.stack(np.meshgrid(np.arange(num_per_side), np.arange(num_per_side)), -1)
    positions = (grid.reshape(-1, 2) + 0.5) * spacing
    positions += jitter * rng.standard_normal(positions.shape)
    velocities = np.sqrt(temperature) * rng.standard_normal(positions.shape)
    velocities -= velocities.mean(axis=0)
    box = np.full((2,), num_per_side * spacing)
    return (positions.astype(np.float32), velocities.astype(np.float32),
            box.astype(np.float32))
