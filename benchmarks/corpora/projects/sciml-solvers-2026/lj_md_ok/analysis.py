import numpy as np


def kinetic_energy(vel):
    return 0.5 * np.sum(np.asarray(vel) ** 2)


def temperature(vel):
    vel = np.asarray(vel)
    n, dim = vel.shape
    return 2.0 * kinetic_energy(vel) / (dim * (n - 1))


def drift(total_energy, n):
    e = np.asarray(total_energy) / n
    return float(np.max(np.abs(e - e[0]))), float(np.polyfit(np.arange(e.size), e, 1)[0])


def radial_distribution(pos, box, bins=30, r_max=None):
    pos = np.asarray(pos)
    n = pos.shape[0]
    r_max = box / 2 if r_max is None else r_max
    dr = pos[:, None, :] - pos[None, :, :]
    dr -= box * np.round(dr / box)
    r = np.sqrt(np.sum(dr ** 2, axis=-1))[np.triu_indices(n, 1)]
    hist, edges = np.histogram(r, bins=bins, range=(0.0, r_max))
    shell = np.pi * (edges[1:] ** 2 - edges[:-1] ** 2)
    ideal = shell * n * (n - 1) / 2 / box ** 2
    return 0.5 * (edges[1:] + edges[:-1]), hist / ideal
