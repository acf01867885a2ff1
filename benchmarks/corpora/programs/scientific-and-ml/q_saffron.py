"""Hamiltonian Monte Carlo for a 5-D Gaussian with a simple step-size adaptation rule."""
from typing import NamedTuple

import jax
import jax.numpy as jnp

DIM = 5
SETTINGS = {"n_leapfrog": 10, "init_step": 0.3, "min_step": 1e-3, "target_accept": 0.7,
            "n_warmup": 100, "n_samples": 300, "seed": 21}
SCALES = jnp.linspace(0.5, 2.0, DIM)


class HMCState(NamedTuple):
    q: jnp.ndarray
    step_size: jnp.ndarray
    key: jnp.ndarray


def potential(q):
    return 0.5 * jnp.sum((q / SCALES) ** 2)


def leapfrog(q, p, eps, n):
    grad_u = jax.grad(potential)
    p = p - 0.5 * eps * grad_u(q)

    def body(_, qp):
        q, p = qp
        q = q + eps * p
        p = p - eps * grad_u(q)
        return q, p

    q, p = jax.lax.fori_loop(0, n - 1, body, (q, p))
    q = q + eps * p
    p = p - 0.5 * eps * grad_u(q)
    return q, p


def shrink(eps):
    return max(eps * 0.8, SETTINGS["min_step"])


def grow(eps):
    return eps * 1.05


def hmc_step(state, adapt):
    key, k_mom, k_acc = jax.random.split(state.key, 3)
    p0 = jax.random.normal(k_mom, state.q.shape)
    q1, p1 = leapfrog(state.q, p0, state.step_size, SETTINGS["n_leapfrog"])
    h0 = potential(state.q) + 0.5 * jnp.sum(p0 ** 2)
    h1 = potential(q1) + 0.5 * jnp.sum(p1 ** 2)
    accept_prob = jnp.minimum(1.0, jnp.exp(h0 - h1))
    accept = jax.random.uniform(k_acc) < accept_prob
    q = jnp.where(accept, q1, state.q)
    eps = state.step_size
    if adapt:
        eps = jax.lax.cond(accept_prob < SETTINGS["target_accept"], shrink, grow, eps)
    return HMCState(q, eps, key), (q, accept_prob)


def run(state, n, adapt):
    return jax.lax.scan(lambda s, _: hmc_step(s, adapt), state, None, length=n)


def main():
    state = HMCState(jnp.zeros(DIM), jnp.float32(SETTINGS["init_step"]), jax.random.PRNGKey(SETTINGS["seed"]))
    warm = jax.jit(lambda s: run(s, SETTINGS["n_warmup"], True))
    sample = jax.jit(lambda s: run(s, SETTINGS["n_samples"], False))
    state, (_, probs) = warm(state)
    print(f"adapted step size {float(state.step_size):.4f}, warmup accept {float(probs.mean()):.3f}")
    state, (qs, probs) = sample(state)
    print("sample std:", jnp.std(qs, axis=0))
    print("target std:", SCALES)


if __name__ == "__main__":
    main()
