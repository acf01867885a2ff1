import jax
import jax.numpy as jnp

from .train import FIRST_EVENTS, init_readout, optimizer, train_step


def main():
    key = jax.random.PRNGKey(0)
    k_x, k_len, k_init = jax.random.split(key, 3)
    batch, max_len, dim = 32, 8, 4
    xs = jax.random.normal(k_x, (batch, max_len, dim))
    lengths = jax.random.randint(k_len, (batch,), 2, max_len + 1)
    masks = jnp.arange(max_len)[None, :] < lengths[:, None]
    labels = (lengths > max_len // 2).astype(jnp.float32)
    params = init_readout(k_init, FIRST_EVENTS * dim + dim)
    opt_state = optimizer.init(params)
    for _ in range(25):
        params, opt_state, loss = train_step(params, opt_state, xs, masks, labels)
    print(f"loss {float(loss):.4f}")


main()
