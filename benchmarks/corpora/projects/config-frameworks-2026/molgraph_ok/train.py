import jax
import jax.numpy as jnp
import optax

from . import graphs, model


def run(cfg):
    g = graphs.random_graph(seed=cfg["seed"], **cfg["graphs"])
    target = jnp.asarray(graphs.smoothed_target(g))
    graph = {k: jnp.asarray(v) for k, v in g.items()}
    mcfg = cfg["model"]
    params = model.init(jax.random.PRNGKey(cfg["seed"]), g["x"].shape[1], mcfg)
    optimizer = optax.adamw(cfg["train"]["learning_rate"])
    opt_state = optimizer.init(params)

    def loss_fn(params, graph, target):
        return jnp.mean((model.forward(params, graph, mcfg) - target) ** 2)

    @jax.jit
    def step(params, opt_state, graph, target):
        loss, grads = jax.value_and_grad(loss_fn)(params, graph, target)
        updates, opt_state = optimizer.update(grads, opt_state, params)
        return optax.apply_updates(params, updates), opt_state, loss

    for i in range(cfg["train"]["steps"]):
        params, opt_state, loss = step(params, opt_state, graph, target)
        if i % 10 == 0:
            print(f"step {i:3d}  mse {float(loss):.5f}")
    return params
