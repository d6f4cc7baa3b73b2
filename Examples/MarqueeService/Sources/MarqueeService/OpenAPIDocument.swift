import Hummingbird

/// The JSON API's contract: its OpenAPI 3.1 document, served at `GET /api/v1/openapi.json` as these bytes.
///
/// Written by hand, not generated: the answers are `JSONValue` trees built by `MarqueePresentation` (no `Codable`
/// types a generator could read), and the document says what a reader needs (ranges, nullability, every problem
/// type, examples). `OpenAPIDocumentTests` (its routes, its problem examples) and Schemathesis in CI
/// (`Scripts/schemathesis`) keep it true; the README's "The published contract" says how.
enum OpenAPIDocument {
    /// The routes it documents: every `GET` under `/api/v1` and `/health` (not the HTML pages, nor the `/__uitest/`
    /// stub control of UI-test builds).
    static func isDocumented(path: String) -> Bool {
        path.hasPrefix("/api/v1/") || path == "/health" || path.hasPrefix("/health/")
    }

    /// Serves the document under `api` (the `/api/v1` group).
    static func add(to api: RouterGroup<BasicRequestContext>) {
        let response = Response.json(utf8: Array(text.utf8))
        api.get("openapi.json") { _, _ in response }
    }

    /// The document, indented for a reader; served as these bytes.
    static let text = #"""
        {
          "openapi": "3.1.0",
          "info": {
            "title": "marquee-service JSON API",
            "version": "1.0.0",
            "description": "The use cases of Marquee (movies from TMDb, characters from Rick and Morty) as JSON: the same values and shapes as `marquee --json`. Every `GET` also answers `HEAD`; `OPTIONS` on a served path is a 204 with `Allow`; a served path asked with another method is a 405 problem with `Allow`; JSON answers carry an `ETag` and a matching `If-None-Match` gets a 304. Errors are `application/problem+json` (RFC 9457). Not described here: the HTML pages and the `/__uitest/` stub control (UI-test builds under `-uitest` only)."
          },
          "servers": [
            {
              "url": "http://127.0.0.1:8080"
            }
          ],
          "paths": {
            "/api/v1/movies/popular": {
              "get": {
                "operationId": "popularMovies",
                "summary": "A page of popular movies",
                "parameters": [
                  {
                    "name": "page",
                    "in": "query",
                    "required": false,
                    "description": "The page, 1–500 (default 1).",
                    "schema": {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 500,
                      "default": 1
                    },
                    "example": 1
                  }
                ],
                "responses": {
                  "200": {
                    "description": "A page of movies",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/MoviePage"
                        },
                        "example": {
                          "page": 1,
                          "totalPages": 500,
                          "totalResults": 10000,
                          "results": [
                            {
                              "id": 550,
                              "title": "Fight Club",
                              "originalTitle": "Fight Club",
                              "originalLanguage": "en",
                              "releaseDate": "1999-10-15",
                              "voteAverage": 8.4,
                              "voteCount": 26280,
                              "genreIDs": [
                                18
                              ],
                              "posterPath": "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
                              "backdropPath": "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg",
                              "overview": "A ticking-time-bomb insomniac…"
                            }
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "400": {
                    "description": "Invalid parameter: malformed, out of range, repeated or unknown (named in `parameter`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:invalid-parameter",
                          "title": "Invalid parameter",
                          "status": 400,
                          "detail": "page must be a whole number from 1 through 500, got '0'",
                          "instance": "/api/v1/movies/popular",
                          "parameter": "page"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "A page past the last one (`parameter`: `page`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:not-found",
                          "title": "Not found",
                          "status": 404,
                          "detail": "page 4 is past the end of the popular movies",
                          "instance": "/api/v1/movies/popular",
                          "parameter": "page"
                        }
                      }
                    }
                  },
                  "502": {
                    "description": "Upstream refused: our credential, the request, or an answer it does not promise",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unauthorized",
                          "title": "Upstream refused our credential",
                          "status": 502,
                          "detail": "TMDb refused the service's credential",
                          "instance": "/api/v1/movies/popular"
                        }
                      }
                    }
                  },
                  "503": {
                    "description": "Upstream rate-limited, unavailable or timed out, or live movies without a credential, or the request was cancelled; `Retry-After` when known",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unavailable",
                          "title": "Upstream unavailable",
                          "status": 503,
                          "detail": "TMDb could not be reached or failed",
                          "instance": "/api/v1/movies/popular"
                        }
                      }
                    },
                    "headers": {
                      "Retry-After": {
                        "$ref": "#/components/headers/Retry-After"
                      }
                    }
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/movies/popular"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/movies/search": {
              "get": {
                "operationId": "searchMovies",
                "summary": "Movies matching a query",
                "parameters": [
                  {
                    "name": "query",
                    "in": "query",
                    "required": true,
                    "description": "What to look for: 1–200 characters after trimming.",
                    "schema": {
                      "type": "string",
                      "minLength": 1,
                      "maxLength": 200
                    },
                    "example": "matrix"
                  },
                  {
                    "name": "page",
                    "in": "query",
                    "required": false,
                    "description": "The page, 1–500 (default 1).",
                    "schema": {
                      "type": "integer",
                      "minimum": 1,
                      "maximum": 500,
                      "default": 1
                    },
                    "example": 1
                  }
                ],
                "responses": {
                  "200": {
                    "description": "A page of matches, the query first",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/MovieSearchPage"
                        },
                        "example": {
                          "query": "fight",
                          "page": 1,
                          "totalPages": 1,
                          "totalResults": 1,
                          "results": [
                            {
                              "id": 550,
                              "title": "Fight Club",
                              "originalTitle": "Fight Club",
                              "originalLanguage": "en",
                              "releaseDate": "1999-10-15",
                              "voteAverage": 8.4,
                              "voteCount": 26280,
                              "genreIDs": [
                                18
                              ],
                              "posterPath": "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
                              "backdropPath": "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg",
                              "overview": "A ticking-time-bomb insomniac…"
                            }
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "400": {
                    "description": "Invalid parameter: malformed, out of range, repeated or unknown (named in `parameter`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:invalid-parameter",
                          "title": "Invalid parameter",
                          "status": 400,
                          "detail": "query is required",
                          "instance": "/api/v1/movies/search",
                          "parameter": "query"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "A page past the last one (`parameter`: `page`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:not-found",
                          "title": "Not found",
                          "status": 404,
                          "detail": "page 4 is past the end of the search results",
                          "instance": "/api/v1/movies/search",
                          "parameter": "page"
                        }
                      }
                    }
                  },
                  "502": {
                    "description": "Upstream refused: our credential, the request, or an answer it does not promise",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unauthorized",
                          "title": "Upstream refused our credential",
                          "status": 502,
                          "detail": "TMDb refused the service's credential",
                          "instance": "/api/v1/movies/search"
                        }
                      }
                    }
                  },
                  "503": {
                    "description": "Upstream rate-limited, unavailable or timed out, or live movies without a credential, or the request was cancelled; `Retry-After` when known",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unavailable",
                          "title": "Upstream unavailable",
                          "status": 503,
                          "detail": "TMDb could not be reached or failed",
                          "instance": "/api/v1/movies/search"
                        }
                      }
                    },
                    "headers": {
                      "Retry-After": {
                        "$ref": "#/components/headers/Retry-After"
                      }
                    }
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/movies/search"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/movies/{id}": {
              "get": {
                "operationId": "movieDetails",
                "summary": "A movie's details, credits and image URLs",
                "parameters": [
                  {
                    "name": "id",
                    "in": "path",
                    "required": true,
                    "description": "A positive whole number.",
                    "schema": {
                      "type": "integer",
                      "minimum": 1
                    },
                    "example": 550
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The movie",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/MovieDetails"
                        },
                        "example": {
                          "id": 550,
                          "title": "Fight Club",
                          "originalTitle": "Fight Club",
                          "originalLanguage": "en",
                          "tagline": "Mischief. Mayhem. Soap.",
                          "overview": "A ticking-time-bomb insomniac…",
                          "releaseDate": "1999-10-15",
                          "runtimeMinutes": 139,
                          "genres": [
                            {
                              "id": 18,
                              "name": "Drama"
                            }
                          ],
                          "status": "Released",
                          "homepage": "http://www.foxmovies.com/movies/fight-club",
                          "imdbID": "tt0137523",
                          "budget": 63000000,
                          "revenue": 100853753,
                          "voteAverage": 8.4,
                          "voteCount": 26280,
                          "posterURL": "https://image.tmdb.org/t/p/w500/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg",
                          "backdropURL": null,
                          "directors": [
                            "David Fincher"
                          ],
                          "cast": [
                            {
                              "personID": 819,
                              "name": "Edward Norton",
                              "character": "Narrator",
                              "order": 0,
                              "profileURL": null
                            }
                          ],
                          "crew": [
                            {
                              "personID": 7467,
                              "name": "David Fincher",
                              "job": "Director",
                              "department": "Directing",
                              "profileURL": null
                            }
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "400": {
                    "description": "Invalid parameter: malformed, out of range, repeated or unknown (named in `parameter`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:invalid-parameter",
                          "title": "Invalid parameter",
                          "status": 400,
                          "detail": "movie ID must be a whole number of at least 1, got 'abc'",
                          "instance": "/api/v1/movies/abc",
                          "parameter": "id"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "No movie with that id",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:not-found",
                          "title": "Not found",
                          "status": 404,
                          "detail": "no movie has id 999999",
                          "instance": "/api/v1/movies/999999"
                        }
                      }
                    }
                  },
                  "502": {
                    "description": "Upstream refused: our credential, the request, or an answer it does not promise",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unauthorized",
                          "title": "Upstream refused our credential",
                          "status": 502,
                          "detail": "TMDb refused the service's credential",
                          "instance": "/api/v1/movies/550"
                        }
                      }
                    }
                  },
                  "503": {
                    "description": "Upstream rate-limited, unavailable or timed out, or live movies without a credential, or the request was cancelled; `Retry-After` when known",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unavailable",
                          "title": "Upstream unavailable",
                          "status": 503,
                          "detail": "TMDb could not be reached or failed",
                          "instance": "/api/v1/movies/550"
                        }
                      }
                    },
                    "headers": {
                      "Retry-After": {
                        "$ref": "#/components/headers/Retry-After"
                      }
                    }
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/movies/550"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/characters": {
              "get": {
                "operationId": "characters",
                "summary": "A page of characters, optionally filtered",
                "parameters": [
                  {
                    "name": "page",
                    "in": "query",
                    "required": false,
                    "description": "The page, from 1 (default 1); past the last page is a 404 naming `page`.",
                    "schema": {
                      "type": "integer",
                      "minimum": 1,
                      "default": 1
                    },
                    "example": 1
                  },
                  {
                    "name": "name",
                    "in": "query",
                    "required": false,
                    "description": "Part of the name, up to 100 characters after trimming.",
                    "schema": {
                      "type": "string",
                      "maxLength": 100
                    },
                    "example": "rick"
                  },
                  {
                    "name": "status",
                    "in": "query",
                    "required": false,
                    "description": "Case-insensitive.",
                    "schema": {
                      "type": "string",
                      "enum": [
                        "alive",
                        "dead",
                        "unknown"
                      ]
                    },
                    "example": "alive"
                  },
                  {
                    "name": "species",
                    "in": "query",
                    "required": false,
                    "description": "Up to 100 characters after trimming.",
                    "schema": {
                      "type": "string",
                      "maxLength": 100
                    },
                    "example": "Human"
                  },
                  {
                    "name": "type",
                    "in": "query",
                    "required": false,
                    "description": "Up to 100 characters after trimming.",
                    "schema": {
                      "type": "string",
                      "maxLength": 100
                    },
                    "example": "Parasite"
                  },
                  {
                    "name": "gender",
                    "in": "query",
                    "required": false,
                    "description": "Case-insensitive.",
                    "schema": {
                      "type": "string",
                      "enum": [
                        "female",
                        "male",
                        "genderless",
                        "unknown"
                      ]
                    },
                    "example": "male"
                  }
                ],
                "responses": {
                  "200": {
                    "description": "A page of characters",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/CharacterPage"
                        },
                        "example": {
                          "page": 1,
                          "totalPages": 42,
                          "totalCount": 826,
                          "results": [
                            {
                              "id": 1,
                              "name": "Rick Sanchez",
                              "status": "alive",
                              "species": "Human",
                              "type": null,
                              "gender": "male",
                              "origin": {
                                "name": "Earth (C-137)",
                                "id": 1
                              },
                              "location": {
                                "name": "Citadel of Ricks",
                                "id": 3
                              },
                              "imageURL": "https://rickandmortyapi.com/api/character/avatar/1.jpeg",
                              "episodeIDs": [
                                1,
                                2
                              ],
                              "created": "2017-11-04T18:48:46.250Z"
                            }
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "400": {
                    "description": "Invalid parameter: malformed, out of range, repeated or unknown (named in `parameter`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:invalid-parameter",
                          "title": "Invalid parameter",
                          "status": 400,
                          "detail": "status must be alive, dead or unknown, got 'sleeping'",
                          "instance": "/api/v1/characters",
                          "parameter": "status"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "A page past the last one (`parameter`: `page`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:not-found",
                          "title": "Not found",
                          "status": 404,
                          "detail": "page 9 is past the end of the character list",
                          "instance": "/api/v1/characters",
                          "parameter": "page"
                        }
                      }
                    }
                  },
                  "502": {
                    "description": "Upstream refused: our credential, the request, or an answer it does not promise",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unauthorized",
                          "title": "Upstream refused our credential",
                          "status": 502,
                          "detail": "the Rick and Morty API refused the service's credential",
                          "instance": "/api/v1/characters"
                        }
                      }
                    }
                  },
                  "503": {
                    "description": "Upstream rate-limited, unavailable or timed out, or the request was cancelled; `Retry-After` when known",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unavailable",
                          "title": "Upstream unavailable",
                          "status": 503,
                          "detail": "the Rick and Morty API could not be reached or failed",
                          "instance": "/api/v1/characters"
                        }
                      }
                    },
                    "headers": {
                      "Retry-After": {
                        "$ref": "#/components/headers/Retry-After"
                      }
                    }
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/characters"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/characters/{id}": {
              "get": {
                "operationId": "characterDetails",
                "summary": "A character with its places and episodes",
                "parameters": [
                  {
                    "name": "id",
                    "in": "path",
                    "required": true,
                    "description": "A positive whole number.",
                    "schema": {
                      "type": "integer",
                      "minimum": 1
                    },
                    "example": 1
                  }
                ],
                "responses": {
                  "200": {
                    "description": "The character",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/CharacterDetails"
                        },
                        "example": {
                          "id": 1,
                          "name": "Rick Sanchez",
                          "status": "alive",
                          "species": "Human",
                          "type": null,
                          "gender": "male",
                          "origin": {
                            "name": "Earth (C-137)",
                            "id": 1,
                            "type": "Planet",
                            "dimension": "Dimension C-137"
                          },
                          "location": {
                            "name": "Citadel of Ricks",
                            "id": 3,
                            "type": "Space station",
                            "dimension": "unknown"
                          },
                          "imageURL": "https://rickandmortyapi.com/api/character/avatar/1.jpeg",
                          "episodeIDs": [
                            1,
                            2
                          ],
                          "created": "2017-11-04T18:48:46.250Z",
                          "episodes": [
                            {
                              "id": 1,
                              "code": "S01E01",
                              "name": "Pilot",
                              "airDate": "2013-12-02"
                            }
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "400": {
                    "description": "Invalid parameter: malformed, out of range, repeated or unknown (named in `parameter`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:invalid-parameter",
                          "title": "Invalid parameter",
                          "status": 400,
                          "detail": "character ID must be a whole number of at least 1, got '0'",
                          "instance": "/api/v1/characters/0",
                          "parameter": "id"
                        }
                      }
                    }
                  },
                  "404": {
                    "description": "No character with that id",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:not-found",
                          "title": "Not found",
                          "status": 404,
                          "detail": "no character has id 999999",
                          "instance": "/api/v1/characters/999999"
                        }
                      }
                    }
                  },
                  "502": {
                    "description": "Upstream refused: our credential, the request, or an answer it does not promise",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unauthorized",
                          "title": "Upstream refused our credential",
                          "status": 502,
                          "detail": "the Rick and Morty API refused the service's credential",
                          "instance": "/api/v1/characters/1"
                        }
                      }
                    }
                  },
                  "503": {
                    "description": "Upstream rate-limited, unavailable or timed out, or the request was cancelled; `Retry-After` when known",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:upstream-unavailable",
                          "title": "Upstream unavailable",
                          "status": 503,
                          "detail": "the Rick and Morty API could not be reached or failed",
                          "instance": "/api/v1/characters/1"
                        }
                      }
                    },
                    "headers": {
                      "Retry-After": {
                        "$ref": "#/components/headers/Retry-After"
                      }
                    }
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/characters/1"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/dependencies": {
              "get": {
                "operationId": "dependencies",
                "summary": "Which implementation backs each port (never a secret)",
                "responses": {
                  "200": {
                    "description": "The ports",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Dependencies"
                        },
                        "example": {
                          "ports": [
                            {
                              "context": "Movies",
                              "port": "MovieRepository",
                              "backing": "live",
                              "baseURL": "https://api.themoviedb.org",
                              "credential": "bearer token"
                            },
                            {
                              "context": "Characters",
                              "port": "CharacterRepository",
                              "backing": "stub",
                              "scenario": "happyPath"
                            }
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "400": {
                    "description": "Invalid parameter: this route reads none, so any query parameter is unknown (named in `parameter`)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:invalid-parameter",
                          "title": "Invalid parameter",
                          "status": 400,
                          "detail": "unknown parameter 'verbose'; none is read",
                          "instance": "/api/v1/dependencies",
                          "parameter": "verbose"
                        }
                      }
                    }
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/dependencies"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/api/v1/openapi.json": {
              "get": {
                "operationId": "openAPIDocument",
                "summary": "This document",
                "responses": {
                  "200": {
                    "description": "The OpenAPI 3.1 document",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "type": "object",
                          "required": [
                            "openapi",
                            "info",
                            "paths"
                          ]
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/api/v1/openapi.json"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/health": {
              "get": {
                "operationId": "health",
                "summary": "What the service serves from",
                "responses": {
                  "200": {
                    "description": "Running",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Health"
                        },
                        "example": {
                          "status": "ok",
                          "mode": "live",
                          "movies": "ready",
                          "characters": "ready"
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/health"
                        }
                      }
                    }
                  }
                }
              }
            },
            "/health/live": {
              "get": {
                "operationId": "liveness",
                "summary": "A constant answer, for liveness probes",
                "responses": {
                  "200": {
                    "description": "Alive",
                    "headers": {
                      "ETag": {
                        "$ref": "#/components/headers/ETag"
                      }
                    },
                    "content": {
                      "application/json": {
                        "schema": {
                          "$ref": "#/components/schemas/Liveness"
                        },
                        "example": {
                          "status": "ok"
                        }
                      }
                    }
                  },
                  "304": {
                    "$ref": "#/components/responses/NotModified"
                  },
                  "500": {
                    "description": "Internal error (the body says nothing more)",
                    "content": {
                      "application/problem+json": {
                        "schema": {
                          "$ref": "#/components/schemas/Problem"
                        },
                        "example": {
                          "type": "urn:marquee:problem:internal-error",
                          "title": "Internal error",
                          "status": 500,
                          "detail": "the service failed",
                          "instance": "/health/live"
                        }
                      }
                    }
                  }
                }
              }
            }
          },
          "components": {
            "headers": {
              "ETag": {
                "description": "A strong tag of this answer; send it back in `If-None-Match` for a 304.",
                "schema": {
                  "type": "string"
                }
              },
              "Retry-After": {
                "description": "Seconds to wait (rate-limited, or the upstream's own Retry-After).",
                "schema": {
                  "type": "integer",
                  "minimum": 0
                }
              }
            },
            "responses": {
              "NotModified": {
                "description": "Not modified: `If-None-Match` named this answer's current `ETag`; no body",
                "headers": {
                  "ETag": {
                    "$ref": "#/components/headers/ETag"
                  }
                }
              }
            },
            "schemas": {
              "Problem": {
                "type": "object",
                "description": "An RFC 9457 problem document. `type` is `urn:marquee:problem:<kind>`; `instance` is the request's path without its query; `parameter` names the bad parameter of a 400 (and `page` for a page past the end).",
                "required": [
                  "type",
                  "title",
                  "status",
                  "detail",
                  "instance"
                ],
                "additionalProperties": false,
                "properties": {
                  "type": {
                    "type": "string",
                    "enum": [
                      "urn:marquee:problem:invalid-parameter",
                      "urn:marquee:problem:not-found",
                      "urn:marquee:problem:method-not-allowed",
                      "urn:marquee:problem:content-too-large",
                      "urn:marquee:problem:upstream-unauthorized",
                      "urn:marquee:problem:upstream-rejected",
                      "urn:marquee:problem:upstream-invalid-response",
                      "urn:marquee:problem:upstream-rate-limited",
                      "urn:marquee:problem:upstream-unavailable",
                      "urn:marquee:problem:movies-not-configured",
                      "urn:marquee:problem:cancelled",
                      "urn:marquee:problem:internal-error"
                    ]
                  },
                  "title": {
                    "type": "string"
                  },
                  "status": {
                    "type": "integer",
                    "minimum": 400,
                    "maximum": 599
                  },
                  "detail": {
                    "type": "string"
                  },
                  "instance": {
                    "type": "string"
                  },
                  "parameter": {
                    "type": "string"
                  }
                }
              },
              "MoviePreview": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "id",
                  "title",
                  "originalTitle",
                  "originalLanguage",
                  "releaseDate",
                  "voteAverage",
                  "voteCount",
                  "genreIDs",
                  "posterPath",
                  "backdropPath",
                  "overview"
                ],
                "properties": {
                  "id": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "title": {
                    "type": "string"
                  },
                  "originalTitle": {
                    "type": "string"
                  },
                  "originalLanguage": {
                    "type": "string"
                  },
                  "releaseDate": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date"
                  },
                  "voteAverage": {
                    "type": "number"
                  },
                  "voteCount": {
                    "type": "integer"
                  },
                  "genreIDs": {
                    "type": "array",
                    "items": {
                      "type": "integer"
                    }
                  },
                  "posterPath": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "backdropPath": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "overview": {
                    "type": "string"
                  }
                }
              },
              "MoviePage": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "page",
                  "totalPages",
                  "totalResults",
                  "results"
                ],
                "properties": {
                  "page": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "totalPages": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "totalResults": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "results": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/MoviePreview"
                    }
                  }
                }
              },
              "MovieSearchPage": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "query",
                  "page",
                  "totalPages",
                  "totalResults",
                  "results"
                ],
                "properties": {
                  "query": {
                    "type": "string",
                    "description": "The query as the search used it (trimmed)."
                  },
                  "page": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "totalPages": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "totalResults": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "results": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/MoviePreview"
                    }
                  }
                }
              },
              "MovieDetails": {
                "type": "object",
                "description": "A movie with its credits. When TMDb failed only the credits call, the movie still comes: `directors`, `cast` and `crew` are null and `creditsUnavailable` names the upstream failure; with the credits loaded, `creditsUnavailable` is absent.",
                "additionalProperties": false,
                "required": [
                  "id",
                  "title",
                  "originalTitle",
                  "originalLanguage",
                  "tagline",
                  "overview",
                  "releaseDate",
                  "runtimeMinutes",
                  "genres",
                  "status",
                  "homepage",
                  "imdbID",
                  "budget",
                  "revenue",
                  "voteAverage",
                  "voteCount",
                  "posterURL",
                  "backdropURL",
                  "directors",
                  "cast",
                  "crew"
                ],
                "properties": {
                  "id": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "title": {
                    "type": "string"
                  },
                  "originalTitle": {
                    "type": "string"
                  },
                  "originalLanguage": {
                    "type": "string"
                  },
                  "tagline": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "overview": {
                    "type": "string"
                  },
                  "releaseDate": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "date"
                  },
                  "runtimeMinutes": {
                    "type": [
                      "integer",
                      "null"
                    ]
                  },
                  "genres": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "id",
                        "name"
                      ],
                      "properties": {
                        "id": {
                          "type": "integer"
                        },
                        "name": {
                          "type": "string"
                        }
                      }
                    }
                  },
                  "status": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "homepage": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "uri"
                  },
                  "imdbID": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "budget": {
                    "type": [
                      "integer",
                      "null"
                    ]
                  },
                  "revenue": {
                    "type": [
                      "integer",
                      "null"
                    ]
                  },
                  "voteAverage": {
                    "type": "number"
                  },
                  "voteCount": {
                    "type": "integer"
                  },
                  "posterURL": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "uri"
                  },
                  "backdropURL": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "format": "uri"
                  },
                  "directors": {
                    "type": [
                      "array",
                      "null"
                    ],
                    "items": {
                      "type": "string"
                    }
                  },
                  "cast": {
                    "type": [
                      "array",
                      "null"
                    ],
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "personID",
                        "name",
                        "character",
                        "order",
                        "profileURL"
                      ],
                      "properties": {
                        "personID": {
                          "type": "integer"
                        },
                        "name": {
                          "type": "string"
                        },
                        "character": {
                          "type": [
                            "string",
                            "null"
                          ]
                        },
                        "order": {
                          "type": [
                            "integer",
                            "null"
                          ]
                        },
                        "profileURL": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "uri"
                        }
                      }
                    }
                  },
                  "crew": {
                    "type": [
                      "array",
                      "null"
                    ],
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "personID",
                        "name",
                        "job",
                        "department",
                        "profileURL"
                      ],
                      "properties": {
                        "personID": {
                          "type": "integer"
                        },
                        "name": {
                          "type": "string"
                        },
                        "job": {
                          "type": [
                            "string",
                            "null"
                          ]
                        },
                        "department": {
                          "type": [
                            "string",
                            "null"
                          ]
                        },
                        "profileURL": {
                          "type": [
                            "string",
                            "null"
                          ],
                          "format": "uri"
                        }
                      }
                    }
                  },
                  "creditsUnavailable": {
                    "type": "string",
                    "description": "Why the credits could not be loaded while the movie did: the upstream failure.",
                    "enum": [
                      "unauthorized",
                      "rateLimited",
                      "unavailable",
                      "rejected",
                      "invalidResponse"
                    ]
                  }
                }
              },
              "Place": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name",
                  "id"
                ],
                "description": "A character's origin or last known location; `id` is null when the place is unknown.",
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "id": {
                    "type": [
                      "integer",
                      "null"
                    ]
                  }
                }
              },
              "ResolvedPlace": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "name",
                  "id",
                  "type",
                  "dimension"
                ],
                "description": "A place with the type and dimension the location port gave (null when unknown or not found).",
                "properties": {
                  "name": {
                    "type": "string"
                  },
                  "id": {
                    "type": [
                      "integer",
                      "null"
                    ]
                  },
                  "type": {
                    "type": [
                      "string",
                      "null"
                    ]
                  },
                  "dimension": {
                    "type": [
                      "string",
                      "null"
                    ]
                  }
                }
              },
              "Character": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "id",
                  "name",
                  "status",
                  "species",
                  "type",
                  "gender",
                  "origin",
                  "location",
                  "imageURL",
                  "episodeIDs",
                  "created"
                ],
                "properties": {
                  "id": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "name": {
                    "type": "string"
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "alive",
                      "dead",
                      "unknown"
                    ]
                  },
                  "species": {
                    "type": "string"
                  },
                  "type": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "The subtype; null when the upstream gives none."
                  },
                  "gender": {
                    "type": "string",
                    "enum": [
                      "female",
                      "male",
                      "genderless",
                      "unknown"
                    ]
                  },
                  "origin": {
                    "$ref": "#/components/schemas/Place"
                  },
                  "location": {
                    "$ref": "#/components/schemas/Place"
                  },
                  "imageURL": {
                    "type": "string",
                    "format": "uri"
                  },
                  "episodeIDs": {
                    "type": "array",
                    "items": {
                      "type": "integer"
                    }
                  },
                  "created": {
                    "type": "string",
                    "format": "date-time"
                  }
                }
              },
              "CharacterPage": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "page",
                  "totalPages",
                  "totalCount",
                  "results"
                ],
                "properties": {
                  "page": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "totalPages": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "totalCount": {
                    "type": "integer",
                    "minimum": 0
                  },
                  "results": {
                    "type": "array",
                    "items": {
                      "$ref": "#/components/schemas/Character"
                    }
                  }
                }
              },
              "CharacterDetails": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "id",
                  "name",
                  "status",
                  "species",
                  "type",
                  "gender",
                  "origin",
                  "location",
                  "imageURL",
                  "episodeIDs",
                  "created",
                  "episodes"
                ],
                "properties": {
                  "id": {
                    "type": "integer",
                    "minimum": 1
                  },
                  "name": {
                    "type": "string"
                  },
                  "status": {
                    "type": "string",
                    "enum": [
                      "alive",
                      "dead",
                      "unknown"
                    ]
                  },
                  "species": {
                    "type": "string"
                  },
                  "type": {
                    "type": [
                      "string",
                      "null"
                    ],
                    "description": "The subtype; null when the upstream gives none."
                  },
                  "gender": {
                    "type": "string",
                    "enum": [
                      "female",
                      "male",
                      "genderless",
                      "unknown"
                    ]
                  },
                  "origin": {
                    "$ref": "#/components/schemas/ResolvedPlace"
                  },
                  "location": {
                    "$ref": "#/components/schemas/ResolvedPlace"
                  },
                  "imageURL": {
                    "type": "string",
                    "format": "uri"
                  },
                  "episodeIDs": {
                    "type": "array",
                    "items": {
                      "type": "integer"
                    }
                  },
                  "created": {
                    "type": "string",
                    "format": "date-time"
                  },
                  "episodes": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "id",
                        "code",
                        "name",
                        "airDate"
                      ],
                      "properties": {
                        "id": {
                          "type": "integer"
                        },
                        "code": {
                          "type": "string",
                          "pattern": "^S[0-9]{2,}E[0-9]{2,}$"
                        },
                        "name": {
                          "type": "string"
                        },
                        "airDate": {
                          "type": "string",
                          "format": "date"
                        }
                      }
                    }
                  }
                }
              },
              "Dependencies": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "ports"
                ],
                "properties": {
                  "ports": {
                    "type": "array",
                    "items": {
                      "type": "object",
                      "additionalProperties": false,
                      "required": [
                        "context",
                        "port",
                        "backing"
                      ],
                      "properties": {
                        "context": {
                          "type": "string"
                        },
                        "port": {
                          "type": "string"
                        },
                        "backing": {
                          "type": "string",
                          "enum": [
                            "live",
                            "stub"
                          ]
                        },
                        "baseURL": {
                          "type": "string",
                          "description": "Live only, redacted."
                        },
                        "credential": {
                          "type": "string",
                          "description": "Live only: the credential's kind, never its value."
                        },
                        "scenario": {
                          "type": "string",
                          "description": "Stub only."
                        }
                      }
                    }
                  }
                }
              },
              "Health": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "status",
                  "mode",
                  "movies",
                  "characters"
                ],
                "properties": {
                  "status": {
                    "const": "ok"
                  },
                  "mode": {
                    "type": "string",
                    "enum": [
                      "live",
                      "uiTest"
                    ]
                  },
                  "launchScenario": {
                    "type": "string"
                  },
                  "movies": {
                    "type": "string",
                    "description": "`ready`, or `not configured: <reason>`."
                  },
                  "characters": {
                    "const": "ready"
                  }
                }
              },
              "Liveness": {
                "type": "object",
                "additionalProperties": false,
                "required": [
                  "status"
                ],
                "properties": {
                  "status": {
                    "const": "ok"
                  }
                }
              }
            }
          }
        }
        """#
}
