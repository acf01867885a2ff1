import equinox as eqx
import jax
import optax

from . import config, data, registry, train


def main():
    cfg = config.GraphConfig()
    key = jax.random.key(0)
    model = registry.build(cfg, key)
    optimizer = optax.adam(cfg.lr)
    opt_state = optimizer.init(eqx.filter(model, eqx.is_array))
    for step in range(cfg.steps):
        key, sub = jax.random.split(key)
        task = step % len(cfg.tasks)
        graph = data.random_graph(sub, cfg, task)
        model, opt_state, loss = train.train_step(model, opt_state, graph, optimizer)
        print(f"step {step} task {cfg.tasks[task]} loss {float(loss):.4f}")


if __name__ == "__main__":
    main()
