"""``python -m diffusion``: instantiate the trainer from ``conf.CONFIG`` and run it."""
from .conf import CONFIG
from .instantiate import instantiate


def main():
    trainer = instantiate(CONFIG)
    trainer.run()


if __name__ == "__main__":
    main()
