from flax import nnx

from . import config, data, models, train, utils


def run(cfg):
    tokens, labels = data.synthetic_sequences(cfg)
    stream = data.batches(tokens, labels, cfg.batch_size, seed=cfg.seed)
    model = models.PrunedEncoder(cfg.model, rngs=nnx.Rngs(cfg.seed))
    optimizer = train.make_optimizer(model, cfg)
    print(f"{utils.count_params(nnx.state(model, nnx.Param))} parameters")
    logger = utils.MetricLogger(prefix="train ")

    for step in range(cfg.steps):
        tok, lab = next(stream)
        loss, acc = train.train_step(model, optimizer, tok, lab)
        logger.update(step, {"loss": loss, "acc": acc})

    tok, lab = next(stream)
    loss, acc = train.eval_step(model, tok, lab)
    print(f"eval loss {float(loss):.4f} acc {float(acc):.2f}")
    print("train averages", logger.averages())


if __name__ == "__main__":
    run(config.TrainConfig())
