import argparse

import jax

import convae.corruptions  # noqa: F401
from convae.config import Config
from convae.data import blob_images, shuffled_batches
from convae.registry import CORRUPTIONS
from convae.train import AutoEncoderTrainer


def get_parser():
    defaults = Config().train
    parser = argparse.ArgumentParser(description="masked convolutional autoencoder")
    parser.add_argument("--corruption", default=defaults.corruption,
                        choices=sorted(CORRUPTIONS) + ["none"])
    parser.add_argument("--steps", type=int, default=defaults.steps)
    parser.add_argument("--batch-size", type=int, default=defaults.batch_size)
    parser.add_argument("--end-rate", type=float, default=defaults.end_rate)
    parser.add_argument("--seed", type=int, default=0)
    return parser


def log_to_stdout(step, metrics):
    print(f"step={step} " + " ".join(f"{k}={v:.5f}" for k, v in metrics.items()))


def run(argv=None):
    args = get_parser().parse_args(argv)
    cfg = Config(seed=args.seed).with_train(
        corruption=args.corruption,
        steps=args.steps,
        batch_size=args.batch_size,
        end_rate=args.end_rate,
    )
    images = blob_images(cfg.data.num_images, cfg.data.image_size, cfg.data.max_blobs, cfg.seed)
    trainer = AutoEncoderTrainer(cfg, on_log=[log_to_stdout])
    key = jax.random.PRNGKey(cfg.seed)
    init_key, train_key = jax.random.split(key)
    state = trainer.create_state(init_key)
    state = trainer.fit(state, shuffled_batches(images, cfg.train.batch_size, cfg.seed), train_key)
    print(f"final reconstruction mse: {trainer.reconstruction_error(state, images[:64]):.5f}")
