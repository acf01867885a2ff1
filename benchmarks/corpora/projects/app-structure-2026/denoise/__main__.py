import argparse

import jax

from denoise.config import Config
from denoise.data import batches, harmonic_signals
from denoise.metrics import snr_db
from denoise.models import build_model
from denoise.registry import MODELS, NOISES
from denoise.trainer import DenoiseTrainer


def parse_args(argv=None):
    parser = argparse.ArgumentParser(prog="denoise")
    parser.add_argument("--model", default=Config.model, choices=sorted(MODELS))
    parser.add_argument("--noise", default=Config.noise, choices=sorted(NOISES))
    parser.add_argument("--steps", type=int, default=Config.steps)
    parser.add_argument("--num-spikes", dest="num_spikes", type=int, default=Config.num_spikes)
    parser.add_argument("--seed", type=int, default=Config.seed)
    return parser.parse_args(argv)


def main(argv=None):
    cfg = Config(**vars(parse_args(argv)))
    signals = harmonic_signals(cfg.num_signals, cfg.signal_length, cfg.max_harmonics, cfg.seed)
    trainer = DenoiseTrainer(build_model(cfg), cfg)
    key = jax.random.PRNGKey(cfg.seed)
    fit_key, eval_key = jax.random.split(key)
    trainer.fit(batches(signals, cfg.batch_size, cfg.seed), fit_key)
    held_out = signals[:64]
    noisy, estimate = trainer.corrupt_and_denoise(held_out, eval_key)
    print(f"SNR noisy {snr_db(held_out, noisy):.2f} dB -> denoised {snr_db(held_out, estimate):.2f} dB")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
