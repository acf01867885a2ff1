import jax
import jax.numpy as jnp

from . import data, metrics, train


def main():
    cfg = train.CONFIG
    X, y = data.make_classification(800, cfg["d"], seed=11)
    params = {"w": jnp.zeros(cfg["d"]), "b": jnp.zeros(())}
    opt_state = train.optimizer.init(params)
    for epoch in range(cfg["epochs"]):
        metrics.reset()
        batches = data.stack_epoch(X, y, cfg["batch_size"])
        params, opt_state, per_step = train.run_epoch(params, opt_state, batches, cfg["l2"])
        jax.effects_barrier()
        for name, vals in per_step.items():
            metrics.record(name, vals)
        print(metrics.report(epoch, metrics.running_means()))
    print(f"final |w| = {float(jnp.linalg.norm(params['w'])):.3f}")


if __name__ == "__main__":
    main()
