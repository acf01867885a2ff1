"""Epsilon-greedy multi-armed bandit rollout using lax.scan and lax.cond."""
import jax
import jax.numpy as jnp
from jax import lax

N_ARMS = 5


def choose(q, key, eps):
    k1, k2 = jax.random.split(key)
    explore = jax.random.uniform(k1) < eps
    return lax.cond(explore, lambda: jax.random.randint(k2, (), 0, N_ARMS), lambda: jnp.argmax(q))


@jax.jit
def run(true_means, key, eps):
    def body(carry, key):
        q, counts = carry
        k1, k2 = jax.random.split(key)
        arm = choose(q, k1, eps)
        reward = true_means[arm] + jax.random.normal(k2)
        counts = counts.at[arm].add(1)
        q = q.at[arm].add((reward - q[arm]) / counts[arm])
        return (q, counts), reward

    keys = jax.random.split(key, 200)
    init = (jnp.zeros(N_ARMS), jnp.zeros(N_ARMS))
    (q, counts), rewards = lax.scan(body, init, keys)
    return q, rewards.mean()


q, avg = run(jnp.linspace(0.0, 1.0, N_ARMS), jax.random.PRNGKey(0), 0.1)
print(q, avg)
