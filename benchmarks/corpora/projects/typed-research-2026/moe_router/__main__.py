from __future__ import annotations

from moe_router.config import MoEConfig
from moe_router.train import run


def main() -> None:
    run(MoEConfig())


if __name__ == "__main__":
    main()
