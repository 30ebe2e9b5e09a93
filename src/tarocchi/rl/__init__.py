"""Research interfaces (DESIGN.md §1): PettingZoo and OpenSpiel adapters, and agents that wrap a policy.

* :mod:`tarocchi.rl.pettingzoo`: ``env(game="french-tarot", **options)`` and ``raw_env``, AEC
  environments for every game and option set;
* :mod:`tarocchi.rl.openspiel`: importing it registers ``python_tarocchi_french_tarot``,
  ``python_tarocchi_gatti``, ``python_tarocchi_piedmontese`` and ``python_tarocchi_tarocchino``;
* :mod:`tarocchi.rl.shimmy_env`: ``env(name, **params)``, an OpenSpiel game under Shimmy's PettingZoo wrapper
  that deals again where a deal is over before anyone acts (Shimmy's reset assumes somebody is to act);
* :mod:`tarocchi.rl.encoding`: the observation tensor both share, documented block by block;
* :mod:`tarocchi.rl.agent`: ``policy`` and ``linear`` agents for ``tarocchi match``, ``play`` and the web;
* :mod:`tarocchi.rl.bench`: the ``pettingzoo`` and ``openspiel`` lines of ``tarocchi bench``.

Needs the ``rl`` extra (``pip install tarocchi[rl]``); nothing here is imported by ``import tarocchi``.
"""
