import numpy as np

from . import config, models, train, utils


def fake_batch(rng, cfg):
    images = rng.normal(size=(cfg.batch_size, cfg.image_size, cfg.image_size, cfg.channels))
    labels = rng.integers(0, cfg.num_classes, size=cfg.batch_size)
    return {"image": images.astype(np.float32), "label": labels.astype(np.int32)}


def main():
    cfg = config.default()
    model = models.ViT(cfg.patch, cfg.dim, cfg.depth, cfg.heads, cfg.mlp_ratio, cfg.num_classes, cfg.token_keep)
    state = train.create_state(cfg, model, utils.seed_everything(cfg.seed))
    print(f"{utils.count_params(state.params)} parameters")
    rng = np.random.default_rng(cfg.seed)
    logger = utils.MetricLogger(prefix="vit ")
    for step in range(cfg.steps):
        state, logs = train.train_step(state, fake_batch(rng, cfg))
        logger.update(step, logs)
    print("averages", logger.averages())


if __name__ == "__main__":
    main()
