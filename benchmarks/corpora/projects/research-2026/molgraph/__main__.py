import jax.numpy as jnp
from flax import nnx

from . import config, data, models, train, utils


def main():
    cfg = config.CONFIG
    batches = data.loader(cfg)
    model = models.MPNN(cfg, rngs=nnx.Rngs(cfg["seed"]))
    optimizer = train.make_optimizer(model, cfg["lr"])
    print(f"{utils.count_params(nnx.state(model, nnx.Param))} parameters")
    logger = utils.MetricLogger(prefix="mpnn ")
    for step in range(cfg["steps"]):
        raw = next(batches)
        if step == 0:
            print("batch", data.batch_stats(raw))
        graph = {k: jnp.asarray(v) for k, v in raw.items()}
        logs = train.train_step(model, optimizer, graph)
        logger.update(step, logs)
    print("averages", logger.averages())


if __name__ == "__main__":
    main()
