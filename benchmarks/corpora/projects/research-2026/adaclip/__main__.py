import jax.numpy as jnp
from flax import nnx

from . import config, data, models, optim, train, utils


def main(argv=None):
    args = config.parse(argv)
    task = data.TabularTask(args.features, args.classes, seed=args.seed)
    mean, std = task.stats()

    model = models.TabularNet(
        args.features, args.hidden, args.classes, args.depth, args.dropout,
        rngs=nnx.Rngs(params=args.seed, dropout=args.seed + 1),
    )
    optimizer = nnx.Optimizer(model, optim.build(args), wrt=nnx.Param)
    metrics = train.make_metrics()
    print(f"{utils.count_params(nnx.state(model, nnx.Param))} parameters")
    logger = utils.MetricLogger(prefix="train ")

    for step in range(args.steps):
        x, y = task.sample(args.batch)
        x = data.normalize(x, mean, std)
        loss = train.train_step(model, optimizer, metrics, jnp.asarray(x), jnp.asarray(y))
        logger.update(step, {"loss": loss})
    print("train", train.summarize(metrics))

    x, y = task.sample(256)
    train.eval_step(model, metrics, jnp.asarray(data.normalize(x, mean, std)), jnp.asarray(y))
    print("eval", train.summarize(metrics))
    print(f"weight norm {utils.tree_l2(nnx.state(model, nnx.Param)):.3f}")


if __name__ == "__main__":
    main()
