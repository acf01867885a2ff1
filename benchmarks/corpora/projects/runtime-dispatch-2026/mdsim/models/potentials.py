"""Pair potentials, truncated and shifted at their cutoff."""
import jax.numpy as jnp

from .. import space
from ..registry import Potential


def _pair_sum(phi, r, mask, cutoff):
    inside = mask & (r < cutoff)
    return 0.5 * jnp.sum(jnp.where(inside, phi(r) - phi(cutoff), 0.0))


@Potential.register("lennard_jones")
class LennardJones(Potential):
    def __init__(self, epsilon=1.0, sigma=1.0, cutoff=2.5, image_reach=1):
        self.epsilon, self.sigma, self.cutoff = epsilon, sigma, cutoff
        self.image_reach = image_reach

    def phi(self, r):
        s6 = (self.sigma / r) ** 6
        return 4.0 * self.epsilon * (s6 * s6 - s6)

    def energy(self, positions, box):
        reach = jnp.ceil(self.cutoff / jnp.min(box)).astype(jnp.int32)
        shifts = space.image_shifts(box, reach)
        r, mask = space.pair_distances(positions, box, shifts)
        return _pair_sum(self.phi, r, mask, self.cutoff)


@Potential.register("soft_sphere")
class SoftSphere(Potential):
    def __init__(self, epsilon=1.0, sigma=1.0, alpha=2.0, image_reach=1, **unused):
        self.epsilon, self.sigma, self.alpha = epsilon, sigma, alpha
        self.image_reach = image_reach

    def phi(self, r):
        return self.epsilon / self.alpha * jnp.maximum(1.0 - r / self.sigma, 0.0) ** self.alpha

    def energy(self, positions, box):
        shifts = space.image_shifts(box, self.image_reach)
        r, mask = space.pair_distances(positions, box, shifts)
        return _pair_sum(self.phi, r, mask, self.sigma)


@Potential.register("morse")
class Morse(Potential):
    def __init__(self, epsilon=1.0, sigma=1.0, alpha=3.0, cutoff=2.5, image_reach=1):
        self.depth, self.r0, self.alpha, self.cutoff = epsilon, sigma, alpha, cutoff
        self.image_reach = image_reach

    def phi(self, r):
        x = jnp.exp(-self.alpha * (r - self.r0))
        return self.depth * (x * x - 2.0 * x)

    def energy(self, positions, box):
        shifts = space.image_shifts(box, self.image_reach)
        r, mask = space.pair_distances(positions, box, shifts)
        return _pair_sum(self.phi, r, mask, self.cutoff)
