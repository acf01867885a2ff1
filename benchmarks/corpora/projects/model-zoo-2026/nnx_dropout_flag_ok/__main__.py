from . import config, data, registry, train


def main():
    cfg = config.Config()
    model = registry.make(cfg)
    optimizer = train.make_optimizer(model, cfg)
    batches = data.random_images(cfg)
    for i in range(cfg.steps):
        loss, acc = train.step(model, optimizer, next(batches), True)
        print(f"step {i} loss {float(loss):.3f} acc {float(acc):.2f}")


if __name__ == "__main__":
    main()
