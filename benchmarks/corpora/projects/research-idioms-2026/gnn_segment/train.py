import jax
import jax.numpy as jnp
import optax

from . import graphs, model


def loss_fn(params, graph):
    return jnp.mean((model.apply(params, graph) - graph["y"]) ** 2)


def main():
    params = model.init(jax.random.PRNGKey(0))
    opt = optax.adam(1e-2)
    opt_state = opt.init(params)

    @jax.jit
    def train_step(params, opt_state, graph):
        loss, grads = jax.value_and_grad(loss_fn)(params, graph)
        updates, opt_state = opt.update(grads, opt_state)
        return optax.apply_updates(params, updates), opt_state, loss

    for i, graph in enumerate(graphs.batches(0, 30)):
        params, opt_state, loss = train_step(params, opt_state, graph)
        if i % 10 == 0:
            print(f"step {i} loss {float(loss):.4f}")
