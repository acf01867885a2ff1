import jax
import jax.numpy as jnp

from . import ensemble

MEMBERS = 4


def two_moons(key, n=128):
    k_t, k_y, k_n = jax.random.split(key, 3)
    t = jax.random.uniform(k_t, (n,)) * jnp.pi
    y = jax.random.randint(k_y, (n,), 0, 2)
    x = jnp.stack([jnp.cos(t) + y, jnp.sin(t) * (1 - 2 * y) + 0.5 * y], axis=1)
    return x + 0.1 * jax.random.normal(k_n, x.shape), y


def main():
    key = jax.random.PRNGKey(0)
    k_data, k_init = jax.random.split(key)
    x, y = two_moons(k_data)
    stacked, opt_state = ensemble.init_ensemble(k_init, MEMBERS, [2, 32, 32, 2])
    for step in range(60):
        stacked, opt_state, loss = ensemble.train_step(stacked, opt_state, x, y)
        if step % 20 == 0:
            print(f"step {step}: summed loss {float(loss):.4f}")
    proba = ensemble.predict_proba(stacked, x)
    print(f"ensemble accuracy {float(jnp.mean(proba.argmax(-1) == y)):.3f}")
    print("temperatures", [round(float(t), 3) for t in stacked["temperature"]])


if __name__ == "__main__":
    main()
