"""2-D Ising model: magnetisation and energy versus temperature via Metropolis sweeps."""
import functools

import jax
import jax.numpy as jnp
import numpy as np

SETTINGS = dict(size=12, sweeps=80, burn_in=30, temperatures=(1.5, 2.27, 3.5), seed=7)


def local_field(s):
    return sum(jnp.roll(s, sh, ax) for sh in (1, -1) for ax in (0, 1))


def energy_per_site(s):
    return -jnp.mean(s * (jnp.roll(s, 1, 0) + jnp.roll(s, 1, 1)))


def sublattice_masks(n):
    parity = np.add.outer(np.arange(n), np.arange(n)) % 2
    return jnp.asarray(parity == 0), jnp.asarray(parity == 1)


def metropolis(spins, key, beta, mask):
    dE = 2.0 * spins * local_field(spins)
    u = jax.random.uniform(key, spins.shape)
    flip = (u < jnp.exp(-beta * dE)) & mask
    return jnp.where(flip, -spins, spins)


@functools.partial(jax.jit, static_argnames=("n_sweeps",))
def chain(spins, key, beta, n_sweeps):
    even, odd = sublattice_masks(spins.shape[0])

    def sweep(carry, k):
        s = carry
        k1, k2 = jax.random.split(k)
        s = metropolis(s, k1, beta, even)
        s = metropolis(s, k2, beta, odd)
        bucket = jnp.floor(jnp.abs(jnp.mean(s)) * 10).astype(jnp.int32)
        return s, (jnp.abs(jnp.mean(s)), energy_per_site(s), bucket)

    keys = jax.random.split(key, n_sweeps)
    return jax.lax.scan(sweep, spins, keys)


def main():
    cfg = SETTINGS
    key = jax.random.PRNGKey(cfg["seed"])
    results = {}
    for T in cfg["temperatures"]:
        key, k0, k1 = jax.random.split(key, 3)
        spins = jnp.where(jax.random.bernoulli(k0, 0.5, (cfg["size"],) * 2), 1.0, -1.0)
        _, (m, e, b) = chain(spins, k1, 1.0 / T, n_sweeps=cfg["sweeps"])
        results[T] = (float(m[cfg["burn_in"]:].mean()), float(e[cfg["burn_in"]:].mean()))
        print(f"T={T:.2f} |m|={results[T][0]:.3f} e={results[T][1]:.3f}",
              "buckets:", np.bincount(np.asarray(b), minlength=11).tolist())
    ordered = [T for T, (m, _) in results.items() if m > 0.5]
    print("ordered phases at:", ordered)


if __name__ == "__main__":
    main()
