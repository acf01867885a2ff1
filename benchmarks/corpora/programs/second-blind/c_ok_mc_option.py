"""Monte Carlo pricing of a European call under geometric Brownian motion."""
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_paths", "n_steps"))
def simulate_terminal(key, s0, mu, sigma, maturity, n_paths, n_steps):
    dt = maturity / n_steps
    z = jax.random.normal(key, (n_paths, n_steps))
    log_inc = (mu - 0.5 * sigma ** 2) * dt + sigma * jnp.sqrt(dt) * z
    return s0 * jnp.exp(jnp.sum(log_inc, axis=1))


def price_call(key, s0, strike, rate, sigma, maturity, n_paths=20000, n_steps=50):
    terminal = simulate_terminal(key, s0, rate, sigma, maturity, n_paths=n_paths, n_steps=n_steps)
    payoff = jnp.maximum(terminal - strike, 0.0)
    disc = jnp.exp(-rate * maturity)
    price = disc * payoff.mean()
    stderr = disc * payoff.std() / jnp.sqrt(n_paths)
    return float(price), float(stderr)


if __name__ == "__main__":
    price, err = price_call(jax.random.PRNGKey(42), 100.0, 105.0, 0.03, 0.2, 1.0)
    if err < 1.0:
        print(f"price {price:.3f} +- {err:.3f}")
